import { describeClosedCollection } from '../support/closed-collection';

describeClosedCollection('notAFeature', 'no rule opens it, so the catch-all keeps it closed');
