// The placeholder catalogue per report type (shared/report-catalogue.ts) and the template check
// against it: a drill's template may name the drill's fields, their stored values, its pictures and
// the common enterprise part, a training's its attendee loop and counts; neither may name what the
// other type offers, and the hazard investigation keeps its extension's tables.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUSINESS_HOOKS } from '../../src/server/business';
import { catalogueByReportType, checkPlaceholders } from '../../src/server/business/report-template-check';
import { loadDefinitions } from '../../src/server/definitions';
import { reportCatalogue } from '../../src/shared/report-catalogue';
import { COMMON_CATALOGUE, REPORT_TEMPLATE_TEXTS } from '../../src/shared/report-templates';

const { entities } = loadDefinitions(path.resolve('schemas'), BUSINESS_HOOKS);
const entityOf = (name: string) => entities.find((e) => e.name === name);
const catalogueOf = (name: string) => reportCatalogue(entityOf(name)!, entityOf);

describe('the catalogue of a report type', () => {
  it('offers a drill its fields as texts and values, its pictures, the enterprise and policy', () => {
    const drill = catalogueOf('emergencyDrill');
    expect(drill.values).toMatchObject({
      drillNo: '演练编号',
      planType: '预案类型',
      planType_value: '预案类型（值）',
      enterpriseName: '企业名称',
      policyNo: '保单号',
    });
    expect(drill.images).toMatchObject({ photos: '现场照片' });
    expect(drill.loops.photosImages).toMatchObject({ images: { image: '现场照片' } });
    // Files that are no pictures are not shown.
    expect(drill.values.signInSheet).toBeUndefined();
  });

  it('offers a training its attendee loop and counts', () => {
    const training = catalogueOf('safetyTraining');
    expect(training.loops.attendees!.fields).toMatchObject({
      index: '序号',
      name: '姓名',
      examResult: '考核结果',
    });
    expect(training.values).toMatchObject({ attendeeCount: '参训人数', passedCount: '考核合格人数' });
  });

  it('checks a template against its own type only', () => {
    const training = catalogueOf('safetyTraining');
    const drill = catalogueOf('emergencyDrill');
    const template = ['{topic} 共{attendeeCount}人参训 {#attendees}{name}{examResult}{/attendees} {%photos}'];
    expect(checkPlaceholders(template, training)).toEqual({
      value: '{topic}、{attendeeCount}、{#attendees}、{name}、{examResult}、{%photos}',
    });
    expect(checkPlaceholders(template, drill)).toEqual({
      refusal: REPORT_TEMPLATE_TEXTS.unknownPlaceholder([
        '{topic}',
        '{attendeeCount}',
        '{#attendees}',
        '{name}',
        '{examResult}',
      ]),
    });
    expect(checkPlaceholders(['{#hazards}{description}{/hazards}'], catalogueOf('investigation'))).toEqual({
      value: '{#hazards}、{description}',
    });
    expect(checkPlaceholders(['{#hazards}{/hazards}'], training)).toMatchObject({
      refusal: REPORT_TEMPLATE_TEXTS.unknownPlaceholder(['{#hazards}']),
    });
  });

  it('gives each report type its source’s catalogue, and a type without a source the common part', () => {
    const ofType = catalogueByReportType(entities);
    expect(ofType('1')).toEqual(catalogueOf('investigation'));
    expect(ofType('2')).toEqual(catalogueOf('deepService'));
    expect(ofType('3')).toEqual(catalogueOf('emergencyDrill'));
    expect(ofType('5')).toEqual(catalogueOf('guideInspection'));
    // 风险评估报告: no entity holds its records yet.
    expect(ofType('6')).toEqual(COMMON_CATALOGUE);
  });
});
