// 隐患大屏 (/dataanalysis/DangerScreen, domain §5.2), public: the tenant's hazard tiles, monthly
// found vs closed, enterprises per risk colour, the rectification flow by state and hazards per sector
// on the left; the city map coloured by open hazards per district, open and closed per district and
// the districts with most open hazards in the centre; the enterprises with most open hazards, the
// latest hazards scrolling and the experts' ranking on the right (names masked by the server).
// Three or four shorter panels a side, so everything fits the 1920×1080 stage without scrolling.
import { useMemo } from 'react';
import type { DangerScreenData, ScreenGroup } from '../../../shared/screens';
import { DANGER_TILE_LABELS, SCREEN_PATHS, SCREEN_TEXTS } from '../../../shared/screens';
import { CityMap } from '../maps/CityMap';
import { EChart } from '../monitor/EChart';
import { ExpertRanking, HazardLine, RiskColourCounts } from './DangerScreenParts';
import { ScreenEmpty, ScreenPanel, ScreenRanking, ScreenTiles } from './ScreenParts';
import { ScreenStage } from './ScreenStage';
import { ScreenTicker } from './ScreenTicker';
import { groupBarOption, monthlyOption, SCREEN_COLOURS, stackedOption } from './screenCharts';
import { useScreenData } from './useScreenData';

const TREND_CHART = 160;
const FLOW_CHART = 140;
const SECTOR_CHART = 205;
const MAP_HEIGHT = 450;
const BELOW_MAP = 250;
const RANKING_HEIGHT = 240;
const TICKER_ROWS = 5;
const TICKER_ROW = 42;
const EXPERTS_HEIGHT = 176;

/** Room under the x axis for the district names, slanted to fit the half-width chart. */
const SLANTED_BOTTOM = 64;

function slanted(option: ReturnType<typeof stackedOption>) {
  const { xAxis, grid } = option as { xAxis: { axisLabel: object }; grid?: object };
  return {
    ...option,
    grid: { ...grid, bottom: SLANTED_BOTTOM },
    xAxis: { ...xAxis, axisLabel: { ...xAxis.axisLabel, rotate: 35 } },
  };
}

function DangerContent({ data }: { data: DangerScreenData }) {
  const trend = useMemo(
    () =>
      monthlyOption(data.months, [
        { name: SCREEN_TEXTS.found, values: data.found, colour: SCREEN_COLOURS.danger },
        { name: SCREEN_TEXTS.closed, values: data.closed, colour: SCREEN_COLOURS.secondary },
      ]),
    [data],
  );
  const funnel = useMemo(() => groupBarOption(data.funnel, SCREEN_COLOURS.primary, true), [data]);
  const sectors = useMemo(() => groupBarOption(data.sectors, SCREEN_COLOURS.warning, true), [data]);
  const districts = useMemo(
    () =>
      slanted(
        stackedOption(
          data.districts.map((d) => d.label),
          [
            {
              name: SCREEN_TEXTS.open,
              values: data.districts.map((d) => d.open),
              colour: SCREEN_COLOURS.danger,
            },
            {
              name: SCREEN_TEXTS.closedShort,
              values: data.districts.map((d) => d.closed),
              colour: SCREEN_COLOURS.secondary,
            },
          ],
        ),
      ),
    [data],
  );
  const regions = useMemo(() => data.districts.map((d) => ({ name: d.label, value: d.open })), [data]);
  return (
    <>
      <ScreenTiles tiles={data.tiles} labels={DANGER_TILE_LABELS} />
      <div className="anze-screen-body">
        <div className="anze-screen-column">
          <ScreenPanel title={SCREEN_TEXTS.hazardTrend}>
            <EChart option={trend} height={TREND_CHART} />
          </ScreenPanel>
          <ScreenPanel title={SCREEN_TEXTS.riskColours}>
            <RiskColourCounts groups={data.riskColours} />
          </ScreenPanel>
          <ScreenPanel title={SCREEN_TEXTS.funnel}>
            <EChart option={funnel} height={FLOW_CHART} />
          </ScreenPanel>
          <ScreenPanel title={SCREEN_TEXTS.hazardSectors}>
            <EChart option={sectors} height={SECTOR_CHART} />
          </ScreenPanel>
        </div>
        <div className="anze-screen-centre">
          <ScreenPanel title={SCREEN_TEXTS.hazardMap}>
            <CityMap
              regions={regions}
              regionCaption={SCREEN_TEXTS.openHazards}
              layers={[]}
              height={MAP_HEIGHT}
            />
          </ScreenPanel>
          <div className="anze-danger-row">
            <ScreenPanel title={SCREEN_TEXTS.districtHazards}>
              <EChart option={districts} height={BELOW_MAP} />
            </ScreenPanel>
            <ScreenPanel title={SCREEN_TEXTS.topDistricts}>
              <Ranked groups={data.topDistricts} height={BELOW_MAP} />
            </ScreenPanel>
          </div>
        </div>
        <div className="anze-screen-column">
          <ScreenPanel title={SCREEN_TEXTS.topEnterprises}>
            <Ranked groups={data.topEnterprises} height={RANKING_HEIGHT} wide />
          </ScreenPanel>
          <ScreenPanel title={SCREEN_TEXTS.latestHazards}>
            {data.latestHazards.length ? (
              <ScreenTicker
                rows={data.latestHazards}
                visible={TICKER_ROWS}
                rowHeight={TICKER_ROW}
                render={(hazard) => <HazardLine hazard={hazard} />}
              />
            ) : (
              <ScreenEmpty text={SCREEN_TEXTS.noHazards} height={TICKER_ROWS * TICKER_ROW} />
            )}
          </ScreenPanel>
          <ScreenPanel title={SCREEN_TEXTS.experts}>
            {data.experts.length ? (
              <ExpertRanking experts={data.experts} />
            ) : (
              <ScreenEmpty text={SCREEN_TEXTS.noExperts} height={EXPERTS_HEIGHT} />
            )}
          </ScreenPanel>
        </div>
      </div>
    </>
  );
}

/** A ranking of ten in a panel of fixed height, or its stand-in when nothing is open. */
function Ranked({ groups, height, wide }: { groups: ScreenGroup[]; height: number; wide?: boolean }) {
  return (
    <div style={{ height }}>
      {groups.length ? (
        <ScreenRanking
          groups={groups}
          className={wide ? 'anze-danger-ranking anze-danger-ranking-wide' : 'anze-danger-ranking'}
        />
      ) : (
        <ScreenEmpty text={SCREEN_TEXTS.noHazards} height={height} />
      )}
    </div>
  );
}

export default function DangerScreenPage() {
  const { data, closed, failed } = useScreenData<DangerScreenData>(SCREEN_PATHS.danger);
  return (
    <ScreenStage title={SCREEN_TEXTS.dangerTitle} at={data?.at} closed={closed} failed={failed}>
      {data && <DangerContent data={data} />}
    </ScreenStage>
  );
}
