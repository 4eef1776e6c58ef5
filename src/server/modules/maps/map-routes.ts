// The map API (domain §5.4): the data map's district figures and enterprise points, one enterprise's
// info window, and the appointment map's day with its itineraries. Each route needs the list
// permission of the entity it shows (declared, so a user without it gets 510 before anything is
// read) and answers within the user's scope of that entity (engine access: tenant, data rules, menu
// data rules).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatDate } from '../../../shared/date-format';
import { isDateText } from '../../../shared/validation/field-values';
import type { MapCell, MapDistrictFigure } from '../../../shared/maps';
import { MAP_PATHS, MAP_POINT_LIMIT } from '../../../shared/maps';
import {
  ITINERARY_ENTITY,
  ITINERARY_LIST_CODE,
  ITINERARY_TRACK_PATHS,
  TRACK_TEXTS,
} from '../../../shared/itinerary-track';
import { allow } from '../../auth/route-access';
import { engineDb } from '../../engine/engine-db';
import { AppError, Errors } from '../../errors';
import { ok } from '../../http/result';
import { stringQuery } from '../../http/string-query';
import type { AppServices } from '../../services';
import { appointmentDay } from './appointment-day';
import { itineraryDay } from './itinerary-day';
import { enterpriseInfo } from './enterprise-info';
import { createFigureCache, FIGURE_TIMES } from '../../figures/figure-cache';
import type { FigureWarmer } from '../../figures/warm-up';
import { mapOverview } from './map-overview';
import { overviewRequest } from './map-request';
import type { MapQuery } from './map-request';

export interface MapModuleOptions {
  /** More points than this are answered as grid cells (tests lower it). */
  pointLimit?: number;
  /** How long district figures are reused while no table they read was written (figure-cache.ts). */
  figuresTtlMs?: number;
}

type Query = MapQuery;

/** The code the map's routes need (the enterprise list's). */
const ENTERPRISE_LIST = 'nanli:enterprise:list';

export function registerMapRoutes(
  api: FastifyInstance,
  services: AppServices,
  options: MapModuleOptions = {},
): FigureWarmer {
  const { engine } = services;
  const db = engineDb(services.db);
  const pointLimit = options.pointLimit ?? MAP_POINT_LIMIT;
  const cacheOptions = {
    freshMs: options.figuresTtlMs ?? FIGURE_TIMES.freshMs,
    expensiveFreshMs: FIGURE_TIMES.expensiveFreshMs,
    staleMs: FIGURE_TIMES.staleMs,
    versions: services.tableVersions,
    onError: (error: unknown) => api.log.warn({ err: error }, 'map figures'),
  };
  const figures = createFigureCache<MapDistrictFigure[]>(cacheOptions);
  const heat = createFigureCache<MapCell[]>(cacheOptions);
  const enterpriseList = allow.anyOf(ENTERPRISE_LIST);
  const context = { engine, db, dialect: services.dialect, pointLimit, figures, heat };

  // Query parameters are single texts (a repeated one is refused, not read as an array).
  const enterpriseRoute = { ...enterpriseList, schema: stringQuery() };
  api.get(MAP_PATHS.overview, enterpriseRoute, async (request: FastifyRequest<{ Querystring: Query }>) => {
    const access = await engine.authorize(request, 'enterprise', 'list');
    const asked = overviewRequest(request.query);
    for (const key of [...Object.keys(asked.filters), asked.colourBy])
      if (!access.readable.has(key)) throw Errors.badRequest(key);
    return ok(await mapOverview(context, access, asked));
  });

  api.get(MAP_PATHS.enterprise, enterpriseRoute, async (request: FastifyRequest<{ Querystring: Query }>) => {
    const id = request.query.id;
    if (!id) throw Errors.badRequest('id 格式不正确');
    const access = await engine.authorize(request, 'enterprise', 'list');
    return ok(await enterpriseInfo({ engine, db, dictionaries: services.dictionaries }, access, id));
  });

  api.get(
    MAP_PATHS.appointments,
    { ...allow.anyOf('nanli:appointment:list'), schema: stringQuery() },
    async (request: FastifyRequest<{ Querystring: Query }>) => {
      const date = request.query.date ?? formatDate(new Date());
      if (!isDateText(date)) throw Errors.badRequest('date 格式不正确');
      const principal = await engine.principal(request);
      const appointments = await engine.access(principal, 'appointment', 'list');
      // Check-ins only for users who may list investigations.
      const investigations = await engine
        .access(principal, 'investigation', 'list')
        .catch((error: unknown) => {
          if (error instanceof AppError) return null;
          throw error;
        });
      return ok(await appointmentDay({ engine, db }, appointments, investigations, date));
    },
  );
  api.get(
    ITINERARY_TRACK_PATHS.mapDay,
    { ...allow.anyOf(ITINERARY_LIST_CODE), schema: stringQuery() },
    async (request: FastifyRequest<{ Querystring: Query }>) => {
      const date = request.query.date ?? formatDate(new Date());
      if (!isDateText(date)) throw Errors.badRequest(TRACK_TEXTS.date);
      const access = await engine.authorize(request, ITINERARY_ENTITY, 'list');
      return ok(await itineraryDay({ engine, db, dictionaries: services.dictionaries }, access, date));
    },
  );
  // The whole tenant's map as an administrator first opens it (figures/warm-up.ts).
  return async (principal) => {
    if (!principal.held.has(ENTERPRISE_LIST)) return;
    await mapOverview(context, await engine.access(principal, 'enterprise', 'list'), overviewRequest({}));
  };
}
