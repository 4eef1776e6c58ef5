// 综合大屏 (dataanalysis/BigScreen, signed in): the city overview in the user's scope — the home
// page's KPIs with the risk index, hazards found and closed and investigations per month, enterprises
// per risk colour, the city map of insured enterprises per district, the districts with most open
// hazards and a scrolling list of the latest hazards.
import { useMemo } from 'react';
import { ANALYSIS_TEXTS, BIG_TILE_LABELS } from '../../../shared/analysis-screen-texts';
import { ANALYSIS_SCREEN_PATHS } from '../../../shared/analysis-screens';
import type { BigScreenData, LatestHazard } from '../../../shared/analysis-screens';
import { CityMap } from '../maps/CityMap';
import { EChart } from '../monitor/EChart';
import { ScreenEmpty, ScreenPanel, ScreenRanking, ScreenTiles } from './ScreenParts';
import { ScreenStage } from './ScreenStage';
import { ScreenTicker } from './ScreenTicker';
import { groupBarOption, monthlyOption, RISK_COLOURS, SCREEN_COLOURS } from './screenCharts';
import { useScreenData } from './useScreenData';

const SIDE_CHART = 330;
const MAP_HEIGHT = 760;
const RANKING_HEIGHT = 300;
const TICKER_ROWS = 6;
const TICKER_ROW = 58;
/** nl_hazard_level 重大事故隐患. */
const MAJOR_LEVEL = '2';

function HazardRow({ hazard }: { hazard: LatestHazard }) {
  const major = hazard.levelCode === MAJOR_LEVEL;
  return (
    <div className="anze-screen-hazard">
      <span className="anze-screen-hazard-name">{hazard.enterprise}</span>
      <span className={major ? 'anze-screen-hazard-major' : 'anze-screen-hazard-level'}>{hazard.level}</span>
      <span className="anze-screen-hazard-meta">
        {[hazard.discoverTime?.slice(0, 16), hazard.district, hazard.status].filter(Boolean).join(' · ')}
        {hazard.deadline && ` · ${ANALYSIS_TEXTS.deadline(hazard.deadline)}`}
        {hazard.overdue && <em className="anze-screen-hazard-overdue">{ANALYSIS_TEXTS.overdue}</em>}
      </span>
    </div>
  );
}

function BigContent({ data }: { data: BigScreenData }) {
  const trend = useMemo(
    () =>
      monthlyOption(data.months, [
        { name: ANALYSIS_TEXTS.found, values: data.found, colour: SCREEN_COLOURS.danger },
        { name: ANALYSIS_TEXTS.closed, values: data.closed, colour: SCREEN_COLOURS.secondary },
        {
          name: ANALYSIS_TEXTS.investigations,
          values: data.investigations,
          colour: SCREEN_COLOURS.primary,
          type: 'bar',
        },
      ]),
    [data],
  );
  const risks = useMemo(
    () => groupBarOption(data.riskLevels, SCREEN_COLOURS.primary, false, RISK_COLOURS),
    [data],
  );
  const regions = useMemo(
    () =>
      data.districts.map((d) => ({
        name: d.label,
        value: d.insured,
        details: [ANALYSIS_TEXTS.openHazardsLine(d.openHazards), ANALYSIS_TEXTS.indexLine(d.index)],
      })),
    [data],
  );
  return (
    <>
      <ScreenTiles tiles={data.tiles} labels={BIG_TILE_LABELS} />
      <div className="anze-screen-body">
        <div className="anze-screen-column">
          <ScreenPanel title={ANALYSIS_TEXTS.trend}>
            <EChart option={trend} height={SIDE_CHART} />
          </ScreenPanel>
          <ScreenPanel title={ANALYSIS_TEXTS.riskLevels}>
            <EChart option={risks} height={SIDE_CHART} />
          </ScreenPanel>
        </div>
        <div className="anze-screen-centre">
          <ScreenPanel title={ANALYSIS_TEXTS.districtMap}>
            <CityMap
              regions={regions}
              regionCaption={ANALYSIS_TEXTS.insuredEnterprises}
              layers={[]}
              height={MAP_HEIGHT}
            />
          </ScreenPanel>
        </div>
        <div className="anze-screen-column">
          <ScreenPanel title={ANALYSIS_TEXTS.topDistricts}>
            <div style={{ height: RANKING_HEIGHT }}>
              {data.topDistricts.length ? (
                <ScreenRanking groups={data.topDistricts} />
              ) : (
                <ScreenEmpty text={ANALYSIS_TEXTS.noHazards} height={RANKING_HEIGHT} />
              )}
            </div>
          </ScreenPanel>
          <ScreenPanel title={ANALYSIS_TEXTS.latestHazards}>
            {data.latestHazards.length ? (
              <ScreenTicker
                rows={data.latestHazards}
                visible={TICKER_ROWS}
                rowHeight={TICKER_ROW}
                render={(hazard) => <HazardRow hazard={hazard} />}
              />
            ) : (
              <ScreenEmpty text={ANALYSIS_TEXTS.noHazards} height={TICKER_ROWS * TICKER_ROW} />
            )}
          </ScreenPanel>
        </div>
      </div>
    </>
  );
}

export default function BigScreenPage() {
  const { data, closed, failed } = useScreenData<BigScreenData>(ANALYSIS_SCREEN_PATHS.big);
  return (
    <ScreenStage
      embedded
      title={ANALYSIS_TEXTS.bigTitle}
      at={data?.at}
      closed={closed}
      closedHint={ANALYSIS_TEXTS.closedHint}
      failed={failed}
    >
      {data && <BigContent data={data} />}
    </ScreenStage>
  );
}
