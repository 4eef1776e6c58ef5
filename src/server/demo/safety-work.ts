// An enterprise's safety work besides the service cycle (domain §2.10–§2.12, §2.17, §4.6): its
// emergency drills, its safety trainings with their attendees, the guide inspections it receives
// and the itineraries of the engineers' visits the cycle played. Each draws from a stream of its
// own, so adding them left the enterprise and its service cycle as they were; their flow-log steps
// and photo files join the cycle's.
import { UPLOAD_LIMITS } from '../../shared/uploads';
import { dateTimeOf } from './calendar';
import type { DemoContext } from './context';
import type { CycleEntity, ServiceCycle, StoredFile } from './cycle-rows';
import { cycleTeam } from './cycle-team';
import type { CycleTeam } from './cycle-team';
import { generateDrills } from './drills';
import type { EnterpriseDraft } from './enterprises';
import { generateGuideInspections } from './guide-inspections';
import { generateItineraries } from './itineraries';
import { generateItineraryTracks } from './itinerary-tracks';
import { Numbering } from './numbering';
import type { Operator } from './operators';
import { deriveSeed, Random } from './random';
import type { EnterpriseStaffRow } from './rows';
import { generateTrainings } from './trainings';
import { emptySafetyWork } from './work-rows';
import type { SafetyWork } from './work-rows';

/** What every generator of the safety work reads and fills. */
export interface WorkSetting {
  context: DemoContext;
  draft: EnterpriseDraft;
  staff: readonly EnterpriseStaffRow[];
  team: CycleTeam;
  numbers: Numbering;
  /** The enterprise's service cycle: its records, and where steps and files go. */
  cycle: ServiceCycle;
  work: SafetyWork;
}

export function generateSafetyWork(
  context: DemoContext,
  draft: EnterpriseDraft,
  staff: readonly EnterpriseStaffRow[],
  cycle: ServiceCycle,
  index: number,
): SafetyWork {
  const stream = (name: string) => new Random(deriveSeed(context.seed, name, index));
  const setting: WorkSetting = {
    context,
    draft,
    staff,
    team: cycleTeam(context, draft, staff),
    numbers: new Numbering(index),
    cycle,
    work: emptySafetyWork(),
  };
  generateDrills(stream('drills'), setting);
  generateTrainings(stream('trainings'), setting);
  generateGuideInspections(stream('guideInspections'), setting, stream('guideInspectionItems'));
  generateItineraries(stream('itineraries'), setting);
  generateItineraryTracks(stream('itineraryTracks'), setting);
  return setting.work;
}

export interface ScenePhotos {
  entity: CycleEntity;
  recordId: string;
  fieldKey: string;
  /** What the file names say: 演练照片, 培训照片 … */
  label: string;
  /** The record's number, in the file names. */
  number: string;
  count: number;
  uploader: Operator;
  at: number;
}

/**
 * Scene photos a step uploads (a drill's, training's or inspection's), linked to the record's field,
 * in one directory as an upload would store them; answers the field's value (comma-joined paths).
 */
export function scenePhotos(context: DemoContext, photos: ScenePhotos, files: StoredFile[]): string {
  const directory = `${UPLOAD_LIMITS.engineBiz}/${context.newId()}`;
  const paths: string[] = [];
  for (let k = 1; k <= photos.count; k++) {
    const name = `${photos.label}-${photos.number}-${k}.png`;
    const file: StoredFile = {
      id: context.newId(),
      storedPath: `${directory}/${name}`,
      originalName: name,
      entity: photos.entity,
      recordId: photos.recordId,
      fieldKey: photos.fieldKey,
      uploaderId: photos.uploader.id,
      at: dateTimeOf(photos.at),
      picture: 'scene',
    };
    files.push(file);
    paths.push(file.storedPath);
  }
  return paths.join(',');
}
