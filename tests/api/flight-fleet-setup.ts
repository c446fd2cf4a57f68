// Setup shared by the flight-fleet-*.test.ts files: the demo users' tokens they call the API with.
// Each file keeps its own fixture tag (fx.tagged) so that files sharing the run's database never collide.
import { tokensFor } from '../support/api-client';

export const [manager, occ, training, finance] = await tokensFor('manager', 'airline_occ', 'airline_training', 'airline_finance');
