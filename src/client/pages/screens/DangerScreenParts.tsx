// The 隐患大屏's own parts in plain markup: enterprises per risk colour as four coloured counts, a
// latest hazard as one line of the ticker, and the experts' ranking as a small table of rows.
import type { LatestHazard } from '../../../shared/analysis-screens';
import type { DangerExpert, ScreenGroup } from '../../../shared/screens';
import { SCREEN_TEXTS } from '../../../shared/screens';
import { RISK_COLOURS } from './screenCharts';
import './dangerScreen.css';

/** nl_hazard_level 重大事故隐患 (drawn red). */
const MAJOR_LEVEL = '2';
/** Not assessed: grey beside the four colours. */
const NO_COLOUR = '#5f7ea3';

export function RiskColourCounts({ groups }: { groups: ScreenGroup[] }) {
  return (
    <ul className="anze-danger-colours">
      {groups.map((group) => {
        const colour = RISK_COLOURS[group.code] ?? NO_COLOUR;
        return (
          <li key={group.code} style={{ borderColor: colour }} data-testid={`risk-colour-${group.code}`}>
            <strong style={{ color: colour }}>{group.value.toLocaleString('zh-CN')}</strong>
            <span>{group.label}</span>
          </li>
        );
      })}
    </ul>
  );
}

export function HazardLine({ hazard }: { hazard: LatestHazard }) {
  return (
    <div className="anze-screen-hazard anze-danger-hazard">
      <span className="anze-screen-hazard-name" title={hazard.enterprise}>
        {hazard.enterprise || SCREEN_TEXTS.unknown}
      </span>
      <span
        className={hazard.levelCode === MAJOR_LEVEL ? 'anze-screen-hazard-major' : 'anze-screen-hazard-level'}
      >
        {hazard.level}
      </span>
      <span className="anze-danger-hazard-deadline">
        {hazard.deadline ? SCREEN_TEXTS.deadline(hazard.deadline) : hazard.status}
        {hazard.overdue && <em className="anze-screen-hazard-overdue">{SCREEN_TEXTS.overdue}</em>}
      </span>
    </div>
  );
}

export function ExpertRanking({ experts }: { experts: DangerExpert[] }) {
  return (
    <div className="anze-danger-experts">
      <div className="anze-danger-expert-head">
        <span />
        <span>{SCREEN_TEXTS.expertName}</span>
        <span>{SCREEN_TEXTS.investigations}</span>
        <span>{SCREEN_TEXTS.hazardsFound}</span>
      </div>
      <ol>
        {experts.map((expert, index) => (
          <li key={index}>
            <span className="anze-screen-rank">{index + 1}</span>
            <span className="anze-danger-expert-name">{expert.name}</span>
            <span>{expert.investigations.toLocaleString('zh-CN')}</span>
            <span>{expert.hazards.toLocaleString('zh-CN')}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
