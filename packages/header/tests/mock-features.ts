import { installMockFeatures } from '@shell/test-utils';
import { headerMockFeature } from '../src/mocks';

// The header's tests render the header on its own calls and the shared ones.
installMockFeatures([headerMockFeature]);
