import type { Http } from '../http';
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
    listSections: (query?: QueryOf<'listSections'>) =>
      json(SectionPageSchema, (init) =>
        client.GET('/sections', { params: { header: init.header, query }, ...init.options }),
      ),

    /** `POST /sections`: creates a section. */
    createSection: (body: SectionCreate) =>
      json(SectionSchema, (init) =>
        client.POST('/sections', { params: { header: init.header }, body, ...init.options }),
      ),

    /** `GET /floors`: a page of floors. */
    listFloors: (query?: QueryOf<'listFloors'>) =>
      json(FloorPageSchema, (init) =>
        client.GET('/floors', { params: { header: init.header, query }, ...init.options }),
      ),

    /** `GET /rooms`: a page of rooms, optionally of one floor (`floor-id`). */
    listRooms: (query?: QueryOf<'listRooms'>) =>
      json(RoomPageSchema, (init) =>
        client.GET('/rooms', { params: { header: init.header, query }, ...init.options }),
      ),

    /** `GET /room-types`: a page of room types (the console asks for page 0, size 100). */
    listRoomTypes: (query?: QueryOf<'listRoomTypes'>) =>
      json(RoomTypePageSchema, (init) =>
        client.GET('/room-types', { params: { header: init.header, query }, ...init.options }),
      ),

    /** `POST /room-types`: creates a room type; `conflict` (409) when one of that name exists. */
    createRoomType: (body: RoomTypeCreate) =>
      json(RoomTypeSchema, (init) =>
        client.POST('/room-types', { params: { header: init.header }, body, ...init.options }),
      ),

    /** `POST /premises`: creates a premise in a section. */
    createPremise: (body: PremiseCreate) =>
      json(PremiseSchema, (init) =>
        client.POST('/premises', { params: { header: init.header }, body, ...init.options }),
      ),

    /** `POST /sections/{id}/floors`: creates a floor. */
    createFloor: (id: string, body: FloorCreate) =>
      json(FloorSchema, (init) =>
        client.POST('/sections/{id}/floors', {
          params: { header: init.header, path: { id } },
          body,
          ...init.options,
        }),
      ),

    /** `POST /floors/{id}/rooms`: creates a room on a floor. */
    createRoom: (id: string, body: RoomCreate) =>
      json(RoomSchema, (init) =>
        client.POST('/floors/{id}/rooms', {
          params: { header: init.header, path: { id } },
          body,
          ...init.options,
        }),
      ),

    /** `GET /premises/{id}`: one premise. */
    getPremise: (id: string) =>
      json(PremiseSchema, (init) =>
        client.GET('/premises/{id}', { params: { header: init.header, path: { id } }, ...init.options }),
      ),

    /** `GET /sections/{id}`: one section. */
    getSection: (id: string) =>
      json(SectionSchema, (init) =>
        client.GET('/sections/{id}', { params: { header: init.header, path: { id } }, ...init.options }),
      ),

    /** `GET /floors/{id}`: one floor. */
    getFloor: (id: string) =>
      json(FloorSchema, (init) =>
        client.GET('/floors/{id}', { params: { header: init.header, path: { id } }, ...init.options }),
      ),

    /** `GET /rooms/{id}`: one room. */
    getRoom: (id: string) =>
      json(RoomSchema, (init) =>
        client.GET('/rooms/{id}', { params: { header: init.header, path: { id } }, ...init.options }),
      ),

    /** `GET /sections/{id}/premises`: a page of a section's premises. */
    listSectionPremises: (id: string, query?: QueryOf<'listSectionPremises'>) =>
      json(PremisePageSchema, (init) =>
        client.GET('/sections/{id}/premises', {
          params: { header: init.header, path: { id }, query },
          ...init.options,
        }),
      ),

    /** `GET /premises/{id}/floors`: a page of a premise's floors. */
    listPremiseFloors: (id: string, query?: QueryOf<'listPremiseFloors'>) =>
      json(FloorPageSchema, (init) =>
        client.GET('/premises/{id}/floors', {
          params: { header: init.header, path: { id }, query },
          ...init.options,
        }),
      ),

    /** `GET /floors/{id}/rooms`: a page of a floor's rooms. */
    listFloorRooms: (id: string, query?: QueryOf<'listFloorRooms'>) =>
      json(RoomPageSchema, (init) =>
        client.GET('/floors/{id}/rooms', {
          params: { header: init.header, path: { id }, query },
          ...init.options,
        }),
      ),

    /** `GET /floors/{id}/floor-plans`: the floor's plan; `notFound` when it has none yet. */
    getFloorFloorPlan: (id: string) =>
      json(FloorPlanSchema, (init) =>
        client.GET('/floors/{id}/floor-plans', {
          params: { header: init.header, path: { id } },
          ...init.options,
        }),
      ),

    /** `POST /floors/{id}/floor-plans`: creates the floor's plan. */
    createFloorFloorPlan: (id: string, body: FloorPlan) =>
      empty((init) =>
        client.POST('/floors/{id}/floor-plans', {
          params: { header: init.header, path: { id } },
          body,
          ...init.options,
        }),
      ),

    /** `PUT /floors/{id}/floor-plans`: replaces the floor's plan. */
    updateFloorFloorPlan: (id: string, body: FloorPlan) =>
      empty((init) =>
        client.PUT('/floors/{id}/floor-plans', {
          params: { header: init.header, path: { id } },
          body,
          ...init.options,
        }),
      ),

    /** `GET /rooms/{id}/floor-plans`: the room's plan; `notFound` when it has none yet. */
    getRoomFloorPlan: (id: string) =>
      json(FloorPlanSchema, (init) =>
        client.GET('/rooms/{id}/floor-plans', {
          params: { header: init.header, path: { id } },
          ...init.options,
        }),
      ),

    /** `POST /rooms/{id}/floor-plans`: creates the room's plan. */
    createRoomFloorPlan: (id: string, body: FloorPlan) =>
      empty((init) =>
        client.POST('/rooms/{id}/floor-plans', {
          params: { header: init.header, path: { id } },
          body,
          ...init.options,
        }),
      ),

    /** `PUT /rooms/{id}/floor-plans`: replaces the room's plan. */
    updateRoomFloorPlan: (id: string, body: FloorPlan) =>
      empty((init) =>
        client.PUT('/rooms/{id}/floor-plans', {
          params: { header: init.header, path: { id } },
          body,
          ...init.options,
        }),
      ),

    /** `PUT /premises/{id}/location`: sets a premise's latitude and longitude. */
    updatePremiseLocation: (id: string, body: GeoLocation) =>
      empty((init) =>
        client.PUT('/premises/{id}/location', {
          params: { header: init.header, path: { id } },
          body,
          ...init.options,
        }),
      ),
  };
}
