import { installMockFeatures } from '@shell/test-utils';
import { marketsMockFeature, reminderMockFeature } from '@shell/api-client/mocks';

installMockFeatures([marketsMockFeature, reminderMockFeature]);
