import { installMockFeatures } from '@shell/test-utils';
import { reminderMockFeature } from '../src/mocks';

installMockFeatures([reminderMockFeature]);
