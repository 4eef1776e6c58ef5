import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { chinaHour, formatDate, formatDateTime, todayInChina } from '../../src/shared/date-format';
import { CITY, platformTitleForHost, DEMO_PLATFORM_TITLE, PLATFORM_TITLE } from '../../src/shared/platform';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/anze');
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/anze/data',
      databaseUrl: undefined,
      redisUrl: undefined,
      apiPrefix: '/api',
      captcha: true,
      adminPassword: undefined,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/anze',
        DATABASE_URL: 'postgres://x/y',
        REDIS_URL: 'redis://r',
        API_PREFIX: '/jeecg-boot/',
        CAPTCHA: 'off',
        ADMIN_PASSWORD: 'Very-secret-1',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/var/anze',
      databaseUrl: 'postgres://x/y',
      redisUrl: 'redis://r',
      apiPrefix: '/jeecg-boot',
      captcha: false,
      adminPassword: 'Very-secret-1',
    });
  });

  it('refuses values it cannot use, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ CAPTCHA: 'maybe' })).toThrow('CAPTCHA must be "on" or "off"');
    expect(() => loadConfig({ API_PREFIX: '/' })).toThrow('API_PREFIX');
    expect(() => loadConfig({ API_PREFIX: 'api;drop' })).toThrow('API_PREFIX');
  });
});

describe('date formats in GMT+8', () => {
  it('formats instants as China Standard Time whatever the machine zone', () => {
    const instant = Date.UTC(2026, 0, 31, 16, 5, 9);
    expect(formatDateTime(instant)).toBe('2026-02-01 00:05:09');
    expect(formatDate(instant)).toBe('2026-02-01');
    expect(chinaHour(instant)).toBe(0);
  });

  it('answers the day in GMT+8, changing at midnight there, forwards and backwards', () => {
    const midnight = Date.UTC(2026, 0, 31, 16, 0, 0);
    expect(todayInChina(midnight - 1)).toBe('2026-01-31');
    expect(todayInChina(midnight)).toBe('2026-02-01');
    expect(todayInChina(midnight + 86_400_000 - 1)).toBe('2026-02-01');
    expect(todayInChina(midnight + 86_400_000)).toBe('2026-02-02');
    expect(todayInChina(midnight - 1)).toBe('2026-01-31');
  });
});

describe('platform title', () => {
  it("switches to the construction title when the host contains 'demo'", () => {
    expect(platformTitleForHost('anze.example.cn')).toBe(PLATFORM_TITLE);
    expect(platformTitleForHost('Demo.example.cn')).toBe(DEMO_PLATFORM_TITLE);
  });
});

describe('the city configuration and its district dictionary', () => {
  it('list the same districts', () => {
    const dictionary = JSON.parse(readFileSync('schemas/dictionaries/nl_district.json', 'utf8')) as {
      items: { value: string; text: string }[];
    };
    expect(dictionary.items.map((i) => [i.value, i.text])).toEqual(
      CITY.districts.map((d) => [d.code, d.name]),
    );
    for (const district of CITY.districts) expect(district.code.slice(0, 4)).toBe(CITY.cityCode.slice(0, 4));
  });
});
