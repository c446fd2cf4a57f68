// Every endpoint module, so that the OpenAPI document lists them all (tests/api/contract.test.ts checks
// that each app/api route file is registered here).
import './health';
import './session';
import './uploads';
import './users';
import './flight-network';
import './flight-fleet';
import './flight-lookup';
import './flight-schedule';
import './pilot';
import './flight-logbook';
import './flight-dashboard';
import './flight-manifest';
import './purchase';
import './customers';
import './marine-catalogue';
import './marine-stock';
import './marine-orders';
import './sws-orders';
import './sws-products';
import './sws-scrapbook';
import './careers-postings';
import './careers-candidates';
import './openapi';
