import { installMockFeatures } from '@shell/test-utils';
import { marketsMockFeature } from '@shell/api-client/mocks';

installMockFeatures([marketsMockFeature]);
