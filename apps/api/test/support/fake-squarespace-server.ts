// The fake Squarespace API as a process of its own, for the end-to-end suite:
// `node --import tsx apps/api/test/support/fake-squarespace-server.ts` with FAKE_SQUARESPACE_PORT.
// It knows one key with every permission (FAKE_SQUARESPACE_KEY) and the sample products.
import { startFakeSquarespace } from './fake-squarespace';

const fake = await startFakeSquarespace(Number(process.env.FAKE_SQUARESPACE_PORT ?? 0));
fake.keys.set(process.env.FAKE_SQUARESPACE_KEY ?? 'sq-e2e-key-0001', { products: true, orders: true });
console.log(`fake Squarespace on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
