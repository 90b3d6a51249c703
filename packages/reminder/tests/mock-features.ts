import { installMockFeatures } from '@shell/test-utils';
import { reminderMockFeature } from '@shell/api-client/mocks';

installMockFeatures([reminderMockFeature]);
