import { installMockFeatures } from '@shell/test-utils';
import { marketsMockFeature } from '../src/mocks';

installMockFeatures([marketsMockFeature]);
