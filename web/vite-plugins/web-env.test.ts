import { describe, expect, it } from 'vitest';
import { readWebEnv, webEnvDefines } from './web-env';

describe('readWebEnv', () => {
  it('fills in the local defaults for unset and empty variables', () => {
    expect(readWebEnv({ VITE_CMS_URL: '', VITE_API_URL: undefined })).toEqual({
      VITE_CMS_URL: 'http://localhost:1337',
      VITE_API_URL: 'http://localhost:4000',
      VITE_SITE_URL: 'http://localhost:3000',
      VITE_MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      VITE_MAP_ATTRIBUTION: '© OpenStreetMap contributors',
    });
  });

  it('takes a tile provider with its credit, and refuses a tile address without {z}/{x}/{y}', () => {
    const env = readWebEnv({
      VITE_MAP_TILE_URL: 'https://tiles.example.com/styles/basic/{z}/{x}/{y}{r}.png?key=k',
      VITE_MAP_ATTRIBUTION: '© Example Maps © OpenStreetMap contributors',
    });
    expect(env.VITE_MAP_TILE_URL).toBe('https://tiles.example.com/styles/basic/{z}/{x}/{y}{r}.png?key=k');
    expect(env.VITE_MAP_ATTRIBUTION).toBe('© Example Maps © OpenStreetMap contributors');
    expect(() => readWebEnv({ VITE_MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}.png' })).toThrow(
      'Invalid web configuration: VITE_MAP_TILE_URL',
    );
  });

  it('takes set addresses without their trailing slashes', () => {
    const env = readWebEnv({
      VITE_API_URL: 'https://api.stayvn.example/',
      VITE_SITE_URL: 'https://stayvn.example//',
    });
    expect(env.VITE_API_URL).toBe('https://api.stayvn.example');
    expect(env.VITE_SITE_URL).toBe('https://stayvn.example');
  });

  it('fails naming each variable that is not an http(s) address', () => {
    expect(() => readWebEnv({ VITE_CMS_URL: 'ftp://cms.example', VITE_API_URL: 'not a url' })).toThrow(
      'Invalid web configuration: VITE_CMS_URL, VITE_API_URL',
    );
  });

  it('writes the checked values in place of import.meta.env', () => {
    const defines = webEnvDefines(readWebEnv({ VITE_CMS_URL: 'https://cms.example/' }));
    expect(defines['import.meta.env.VITE_CMS_URL']).toBe('"https://cms.example"');
    expect(defines['import.meta.env.VITE_SITE_URL']).toBe('"http://localhost:3000"');
  });
});
