// The Realtime Database SDK, as its own lazy chunk: only a deployment with a database URL fetches it.
export { get, getDatabase, ref, set } from 'firebase/database';
