// @module-tag both
import { fuzzRoutes } from './fuzz-routes';

await fuzzRoutes(3, 6);
