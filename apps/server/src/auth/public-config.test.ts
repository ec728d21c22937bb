import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { providerConnectSources, publicAuthConfig, publicAuthConfigScript } from './public-config';

const firebase = { FIREBASE_API_KEY: 'key', FIREBASE_PROJECT_ID: 'conecta' };

describe('the public provider configuration', () => {
  it('lets the page reach a Realtime Database and its shards over https and websockets', () => {
    const config = loadConfig({
      ...firebase,
      FIREBASE_DATABASE_URL: 'https://conecta-default-rtdb.europe-west1.firebasedatabase.app/',
    });
    expect(publicAuthConfig(config).firebase?.databaseURL).toBe(
      'https://conecta-default-rtdb.europe-west1.firebasedatabase.app',
    );
    expect(providerConnectSources(config)).toEqual([
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://conecta-default-rtdb.europe-west1.firebasedatabase.app',
      'wss://conecta-default-rtdb.europe-west1.firebasedatabase.app',
      'https://*.firebasedatabase.app',
      'wss://*.firebasedatabase.app',
    ]);
  });

  it('adds nothing for providers that are not configured', () => {
    const config = loadConfig({});
    expect(publicAuthConfig(config)).toEqual({});
    expect(providerConnectSources(config)).toEqual([]);
  });

  it('cannot be broken out of its script element by a value holding </script>', () => {
    const config = loadConfig({ ...firebase, FIREBASE_API_KEY: '</script><script>alert(1)</script>' });
    const script = publicAuthConfigScript(config, 'conecta-config');
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/json" id="conecta-config">(.*)<\/script>$/.exec(script)?.[1];
    expect(JSON.parse(json ?? 'null').firebase.apiKey).toBe('</script><script>alert(1)</script>');
  });
});
