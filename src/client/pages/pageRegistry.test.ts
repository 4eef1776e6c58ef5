import { describe, expect, it } from 'vitest';
import menus from '../../../schemas/menus.json';
import { JEECG_COMPONENT_ALIASES } from '../../shared/jeecg-components';
import { pageEntry, resolvePage } from './pageRegistry';

interface MenuDefinition {
  component?: string;
  children?: MenuDefinition[];
}

const components = (items: MenuDefinition[]): string[] =>
  items.flatMap((item) => [...(item.component ? [item.component] : []), ...components(item.children ?? [])]);

describe('page registry', () => {
  it('has a page for every component of schemas/menus.json', () => {
    const missing = components(menus.menus as MenuDefinition[]).filter((component) => !pageEntry(component));
    expect(missing).toEqual([]);
  });

  it("shows the entity list page for every 'entity/<name>' component", () => {
    expect(pageEntry('entity/enterprise')).toEqual({ kind: 'entity', name: 'enterprise' });
    expect(pageEntry('entity/')).toBeUndefined();
    expect(resolvePage('entity/enterprise')).toBe(resolvePage('entity/enterprise'));
    expect(resolvePage('entity/enterprise')).not.toBe(resolvePage('entity/serviceOrg'));
  });

  it('opens our page for JeecgBoot 2.4’s component names, each one of the menu’s pages', () => {
    const ours = new Set(components(menus.menus as MenuDefinition[]));
    for (const [jeecg, own] of Object.entries(JEECG_COMPONENT_ALIASES)) {
      expect(ours.has(own), `${jeecg} → ${own}`).toBe(true);
      expect(pageEntry(jeecg)).toEqual(pageEntry(own));
    }
    expect(pageEntry('system/DictList')).toEqual({ kind: 'entity', name: 'sysDict' });
    expect(resolvePage('modules/monitor/RedisInfo')).not.toBe(resolvePage('no/Such'));
  });

  it('opens a business page under its original name too, as menus seeded before it was built hold', () => {
    expect(pageEntry('safetrain/SafeTrainList')).toEqual({ kind: 'entity', name: 'safetyTraining' });
    expect(pageEntry('operation/PushLogList')).toEqual({ kind: 'entity', name: 'pushLog' });
    expect(pageEntry('nanlicustom/NanliCustomList')).toEqual({ kind: 'entity', name: 'enterprise' });
  });

  it('gives the same component for the same string, and one page for unknown strings', () => {
    expect(resolvePage('system/UserList')).toBe(resolvePage('system/UserList'));
    expect(resolvePage('no/Such')).toBe(resolvePage('also/Unknown'));
    expect(resolvePage('no/Such')).not.toBe(resolvePage('system/UserList'));
  });
});
