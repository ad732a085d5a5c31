import { COLLECTIONS } from '@agency/common';

import { describeClosedCollection } from '../support/closed-collection';

describeClosedCollection(COLLECTIONS.rateLimits, 'request counters: functions only');
