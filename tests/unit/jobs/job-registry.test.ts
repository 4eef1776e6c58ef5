import { describe, expect, it } from 'vitest';
import { BUILT_IN_HANDLERS, createJobRegistry } from '../../../src/server/modules/jobs/handlers';

describe('job registry', () => {
  it('runs our handler for a migrated job row holding JeecgBoot’s class name', () => {
    const registry = createJobRegistry();
    expect(registry.get('org.jeecg.modules.quartz.job.SampleJob')).toBe(BUILT_IN_HANDLERS.sampleJob);
    expect(registry.resolve('org.jeecg.modules.quartz.job.SampleParamJob')).toBe('sampleJob');
    expect(registry.resolve('purgeJobRuns')).toBe('purgeJobRuns');
  });

  it('knows no other name, prototype names included', () => {
    const registry = createJobRegistry();
    expect(registry.resolve('org.jeecg.modules.quartz.job.AsyncJob')).toBeUndefined();
    expect(registry.get('constructor')).toBeUndefined();
    expect(registry.resolve('toString')).toBeUndefined();
  });
});
