import { installMockFeatures } from '@shell/test-utils';
import { headerMockFeature } from '@shell/header/mocks';
import { marketsMockFeature } from '@shell/markets/mocks';
import { reminderMockFeature } from '@shell/reminder/mocks';

// The root composes every feature: its tests answer every call the shell makes.
installMockFeatures([headerMockFeature, marketsMockFeature, reminderMockFeature]);
