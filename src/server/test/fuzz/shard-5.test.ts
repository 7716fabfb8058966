// @module-tag both
import { fuzzRoutes } from './fuzz-routes';

await fuzzRoutes(4, 6);
