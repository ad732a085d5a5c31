import { COLLECTIONS } from '@agency/common';

import { describeClosedCollection } from '../support/closed-collection';

describeClosedCollection(COLLECTIONS.counters, 'quote and invoice numbers: only functions give them out');
