import type { CallOptions, ConditionalCallOptions, Http } from '../http';
import {
  FloorPageSchema,
  FloorPlanSchema,
  FloorSchema,
  PremisePageSchema,
  PremiseSchema,
  RoomPageSchema,
  RoomSchema,
  RoomTypePageSchema,
  RoomTypeSchema,
  SectionPageSchema,
  SectionSchema,
} from '../schemas';
import type {
  FloorCreate,
  FloorPlan,
  GeoLocation,
  PremiseCreate,
  QueryOf,
  RoomCreate,
  RoomTypeCreate,
  SectionCreate,
} from '../types';

/** Sections, premises, floors, rooms, room types and floor plans (spec §7). */
export function locationCalls({ client, json, empty }: Http) {
  return {
    /** `GET /sections`: a page of sections. */
    listSections: (query?: QueryOf<'listSections'>, call?: CallOptions) =>
      json(SectionPageSchema, call, (init) =>
        client.GET('/sections', { params: { header: init.header, query }, ...init.options }),
      ),

    /** `POST /sections`: creates a section. */
    createSection: (body: SectionCreate, call?: CallOptions) =>
      json(SectionSchema, call, (init) =>
        client.POST('/sections', { params: { header: init.header }, body, ...init.options }),
      ),

    /** `GET /floors`: a page of floors. */
    listFloors: (query?: QueryOf<'listFloors'>, call?: CallOptions) =>
      json(FloorPageSchema, call, (init) =>
        client.GET('/floors', { params: { header: init.header, query }, ...init.options }),
      ),

    /** `GET /rooms`: a page of rooms, optionally of one floor (`floor-id`). */
    listRooms: (query?: QueryOf<'listRooms'>, call?: CallOptions) =>
      json(RoomPageSchema, call, (init) =>
        client.GET('/rooms', { params: { header: init.header, query }, ...init.options }),
      ),

    /** `GET /room-types`: a page of room types (the console asks for page 0, size 100). */
    listRoomTypes: (query?: QueryOf<'listRoomTypes'>, call?: CallOptions) =>
      json(RoomTypePageSchema, call, (init) =>
        client.GET('/room-types', { params: { header: init.header, query }, ...init.options }),
      ),

    /** `POST /room-types`: creates a room type; `conflict` (409) when one of that name exists. */
    createRoomType: (body: RoomTypeCreate, call?: CallOptions) =>
      json(RoomTypeSchema, call, (init) =>
        client.POST('/room-types', { params: { header: init.header }, body, ...init.options }),
      ),

    /** `POST /premises`: creates a premise in a section. */
    createPremise: (body: PremiseCreate, call?: CallOptions) =>
      json(PremiseSchema, call, (init) =>
        client.POST('/premises', { params: { header: init.header }, body, ...init.options }),
      ),

    /** `POST /sections/{id}/floors`: creates a floor. */
    createFloor: (id: string, body: FloorCreate, call?: CallOptions) =>
      json(FloorSchema, call, (init) =>
        client.POST('/sections/{id}/floors', {
          params: { header: init.header, path: { id } },
          body,
          ...init.options,
        }),
      ),

    /** `POST /floors/{id}/rooms`: creates a room on a floor. */
    createRoom: (id: string, body: RoomCreate, call?: CallOptions) =>
      json(RoomSchema, call, (init) =>
        client.POST('/floors/{id}/rooms', {
          params: { header: init.header, path: { id } },
          body,
          ...init.options,
        }),
      ),

    /** `GET /premises/{id}`: one premise. */
    getPremise: (id: string, call?: CallOptions) =>
      json(PremiseSchema, call, (init) =>
        client.GET('/premises/{id}', {
          params: { header: init.header, path: { id } },
          ...init.options,
        }),
      ),

    /** `GET /sections/{id}`: one section. */
    getSection: (id: string, call?: CallOptions) =>
      json(SectionSchema, call, (init) =>
        client.GET('/sections/{id}', {
          params: { header: init.header, path: { id } },
          ...init.options,
        }),
      ),

    /** `GET /floors/{id}`: one floor. */
    getFloor: (id: string, call?: CallOptions) =>
      json(FloorSchema, call, (init) =>
        client.GET('/floors/{id}', {
          params: { header: init.header, path: { id } },
          ...init.options,
        }),
      ),

    /** `GET /rooms/{id}`: one room. */
    getRoom: (id: string, call?: CallOptions) =>
      json(RoomSchema, call, (init) =>
        client.GET('/rooms/{id}', {
          params: { header: init.header, path: { id } },
          ...init.options,
        }),
      ),

    /** `GET /sections/{id}/premises`: a page of a section's premises. */
    listSectionPremises: (id: string, query?: QueryOf<'listSectionPremises'>, call?: CallOptions) =>
      json(PremisePageSchema, call, (init) =>
        client.GET('/sections/{id}/premises', {
          params: { header: init.header, path: { id }, query },
          ...init.options,
        }),
      ),

    /** `GET /premises/{id}/floors`: a page of a premise's floors. */
    listPremiseFloors: (id: string, query?: QueryOf<'listPremiseFloors'>, call?: CallOptions) =>
      json(FloorPageSchema, call, (init) =>
        client.GET('/premises/{id}/floors', {
          params: { header: init.header, path: { id }, query },
          ...init.options,
        }),
      ),

    /** `GET /floors/{id}/rooms`: a page of a floor's rooms. */
    listFloorRooms: (id: string, query?: QueryOf<'listFloorRooms'>, call?: CallOptions) =>
      json(RoomPageSchema, call, (init) =>
        client.GET('/floors/{id}/rooms', {
          params: { header: init.header, path: { id }, query },
          ...init.options,
        }),
      ),

    /** `GET /floors/{id}/floor-plans`: the floor's plan; `notFound` when it has none yet. */
    getFloorFloorPlan: (id: string, call?: CallOptions) =>
      json(FloorPlanSchema, call, (init) =>
        client.GET('/floors/{id}/floor-plans', {
          params: { header: init.header, path: { id } },
          ...init.options,
        }),
      ),

    /** `POST /floors/{id}/floor-plans`: creates the floor's plan. */
    createFloorFloorPlan: (id: string, body: FloorPlan, call?: CallOptions) =>
      empty(call, (init) =>
        client.POST('/floors/{id}/floor-plans', {
          params: { header: init.header, path: { id } },
          body,
          ...init.options,
        }),
      ),

    /**
     * `PUT /floors/{id}/floor-plans`: replaces the floor's plan; with `ifMatch`, only if it is
     * still at that version (else `conflict`, 412).
     */
    updateFloorFloorPlan: (id: string, body: FloorPlan, call?: ConditionalCallOptions) =>
      empty(call, (init) =>
        client.PUT('/floors/{id}/floor-plans', {
          params: {
            header: {
              ...init.header,
              ...(call?.ifMatch === undefined ? {} : { 'If-Match': quoted(call.ifMatch) }),
            },
            path: { id },
          },
          body,
          ...init.options,
        }),
      ),

    /** `GET /rooms/{id}/floor-plans`: the room's plan; `notFound` when it has none yet. */
    getRoomFloorPlan: (id: string, call?: CallOptions) =>
      json(FloorPlanSchema, call, (init) =>
        client.GET('/rooms/{id}/floor-plans', {
          params: { header: init.header, path: { id } },
          ...init.options,
        }),
      ),

    /** `POST /rooms/{id}/floor-plans`: creates the room's plan. */
    createRoomFloorPlan: (id: string, body: FloorPlan, call?: CallOptions) =>
      empty(call, (init) =>
        client.POST('/rooms/{id}/floor-plans', {
          params: { header: init.header, path: { id } },
          body,
          ...init.options,
        }),
      ),

    /**
     * `PUT /rooms/{id}/floor-plans`: replaces the room's plan; with `ifMatch`, only if it is
     * still at that version (else `conflict`, 412).
     */
    updateRoomFloorPlan: (id: string, body: FloorPlan, call?: ConditionalCallOptions) =>
      empty(call, (init) =>
        client.PUT('/rooms/{id}/floor-plans', {
          params: {
            header: {
              ...init.header,
              ...(call?.ifMatch === undefined ? {} : { 'If-Match': quoted(call.ifMatch) }),
            },
            path: { id },
          },
          body,
          ...init.options,
        }),
      ),

    /** `PUT /premises/{id}/location`: sets a premise's latitude and longitude. */
    updatePremiseLocation: (id: string, body: GeoLocation, call?: CallOptions) =>
      empty(call, (init) =>
        client.PUT('/premises/{id}/location', {
          params: { header: init.header, path: { id } },
          body,
          ...init.options,
        }),
      ),
  };
}

/** An entity tag as HTTP writes it: the version in double quotes. */
function quoted(version: string): string {
  return `"${version.replaceAll('"', '')}"`;
}
