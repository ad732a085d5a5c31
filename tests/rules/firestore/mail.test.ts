import { COLLECTIONS } from '@agency/common';

import { describeClosedCollection } from '../support/closed-collection';

describeClosedCollection(COLLECTIONS.mail, 'the email queue: functions write it, the extension reads it');
