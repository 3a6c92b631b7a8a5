// In a container the listeners' own addresses are the container's (issue 47): the banner gives the host's instead.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { bannerAddresses } from '../../server/main.js';

const running = { apiUrl: 'http://127.0.0.1:3000', adminUrl: 'http://127.0.0.1:3001' };
const image = { HOST: '0.0.0.0', ADMIN_HOST: '0.0.0.0', IN_CONTAINER: 'true' };

describe("the banner's addresses", () => {
  it('in a container: PUBLIC_URL for the API, the admin port published on the host’s loopback, no container address', () => {
    const shown = bannerAddresses(running, loadConfig({ ...image, PUBLIC_URL: 'http://127.0.0.1:18080' }));
    expect(shown.api).toBe('http://127.0.0.1:18080');
    expect(shown.admin).toContain('-p 127.0.0.1:3001:3001');
    expect(shown.reach.join('\n')).toContain('from the host, http://127.0.0.1:18080 where -p publishes port 3000');
    expect(shown.reach.join('\n')).not.toMatch(/another device/);
  });

  it('elsewhere: the listeners’ own', () => {
    const shown = bannerAddresses(running, loadConfig({}));
    expect(shown).toEqual({ api: running.apiUrl, admin: running.adminUrl, reach: [] });
  });

  it('refuses an IN_CONTAINER that is not true or false, naming it', () => {
    expect(() => loadConfig({ IN_CONTAINER: 'yes' })).toThrow(/IN_CONTAINER must be true or false/);
  });
});
