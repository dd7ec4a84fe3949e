/**
 * Request bodies the platform accepts, checked with valibot (the contract package's validator).
 * A body that fails answers 400 naming each field by its dot path; nothing is changed.
 */
import { FLUID_TYPES, INSTALLATION_STATUSES } from '@hygiene/api-client';
import * as v from 'valibot';

import {
  COMMENT_MAX_LENGTH,
  FLOOR_PLAN_MAX_ENTRIES,
  IMAGE_MAX_BYTES,
  INSTALLATION_IMAGES_MAX,
  POWER_SOURCES,
} from './constants';
import { messages } from './messages';
import { BadRequest, HttpProblem } from './problem';
import { parsedJsonOf } from './requestBody';

const text = v.pipe(v.string(messages.required), v.trim(), v.nonEmpty(messages.notEmpty));
const id = text;
const ids = v.array(id, messages.required);
const nonEmptyIds = v.pipe(ids, v.minLength(1, messages.notEmpty));
const integer = v.pipe(v.number(messages.integer), v.integer(messages.integer));
const isoDate = v.pipe(v.string(messages.required), v.isoTimestamp());
const fluidType = v.picklist(FLUID_TYPES, messages.oneOf(FLUID_TYPES));

export const bodies = {
  deviceCreate: v.object({ serialNumber: text, modelId: v.optional(id) }),
  deviceUpdate: v.object({
    serialNumber: v.optional(text),
    powerSource: v.optional(v.nullable(v.picklist(POWER_SOURCES, messages.oneOf(POWER_SOURCES)))),
    location: v.optional(
      v.object({
        tenant: v.nullable(v.object({ identifier: text, name: v.optional(v.string()) })),
        identifier: v.nullable(id),
        type: v.optional(
          v.nullable(v.picklist(['PremiseModel', 'SectionModel', 'RoomModel', 'FloorModel'])),
        ),
      }),
    ),
  }),
  powerSource: v.object({
    powerSource: v.picklist(POWER_SOURCES, messages.oneOf(POWER_SOURCES)),
  }),
  fluid: v.object({ type: fluidType }),
  batteryChange: v.object({ changed: v.optional(isoDate) }),
  comment: v.object({ text }),
  provision: v.object({
    deviceSpecification: v.object({ modelId: id }),
    numberOfNewDevices: v.pipe(
      integer,
      v.minValue(1, messages.integerBetween(1, 100)),
      v.maxValue(100, messages.integerBetween(1, 100)),
    ),
  }),
  installationCreate: v.object({ serialnumber: text, tenantIdentifier: text }),
  installationStatus: v.object({
    installationStatus: v.picklist(INSTALLATION_STATUSES, messages.oneOf(INSTALLATION_STATUSES)),
  }),
  installer: v.object({ installer: text }),
  completion: v.object({
    serialNumber: text,
    roomId: id,
    fluidType,
    offlineConfirmed: v.optional(v.boolean()),
  }),
  sectionCreate: v.object({ name: text }),
  premiseCreate: v.object({ name: text, sectionId: id }),
  floorCreate: v.object({ name: text, sectionId: id, number: integer, premiseId: id }),
  roomCreate: v.object({ name: text, sectionId: id, roomTypeId: id, floorId: id }),
  roomTypeCreate: v.object({ name: text, useForCompliance: v.boolean(messages.boolean) }),
  floorPlan: v.object({ map: v.array(v.unknown(), 'Must be a JSON array.') }),
  geoLocation: v.object({
    latitude: v.pipe(v.number(messages.number), v.minValue(-90), v.maxValue(90)),
    longitude: v.pipe(v.number(messages.number), v.minValue(-180), v.maxValue(180)),
  }),
  userInvite: v.object({
    userInfo: v.object({
      email: text,
      firstName: text,
      lastName: text,
      groups: nonEmptyIds,
      tenantId: text,
    }),
    allowedSections: nonEmptyIds,
  }),
  userUpdate: v.object({
    userInfo: v.object({ groups: ids, tenantId: v.optional(text) }),
    allowedSections: ids,
  }),
  screenUserCreate: v.object({
    email: text,
    screenDeviceType: text,
    specs: text,
    allowedSections: ids,
    passwordInfo: v.optional(v.object({ password: text, temporary: v.boolean(messages.boolean) })),
  }),
  maintenanceStart: v.object({ tenantIdentifier: text, serviceTimeEnd: v.optional(isoDate) }),
  deviceSessionsStart: v.object({ deviceIds: nonEmptyIds, tenantIdentifier: v.optional(text) }),
  deviceSessionUpdate: v.object({
    tenantIdentifier: v.optional(text),
    stopped: v.optional(v.nullable(isoDate)),
  }),
} as const;

/** Parses and checks a JSON body; throws {@link BadRequest} naming each bad field. */
export async function readJson<S extends v.GenericSchema>(
  request: Request,
  schema: S,
): Promise<v.InferOutput<S>> {
  // Parsed once, by the body check every request passes (`readRequestBody`); read here only
  // where that did not run.
  let body: unknown;
  const parsed = parsedJsonOf(request);
  if (parsed) body = parsed.value;
  else {
    try {
      body = JSON.parse(await request.text());
    } catch {
      throw BadRequest.field('(body)', messages.bodyNotJson);
    }
  }
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const errors: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '(body)';
    (errors[field] ??= []).push(issue.message);
  }
  throw new BadRequest(errors);
}

/**
 * The quotas (issue 27), checked before anything is stored. A comment or an image over its size
 * answers 413 Content Too Large; an installation with its images full answers 409 Conflict. The
 * problem names the limit in `detail` and, for the comment, in `errors.text`.
 */
export const quotas = {
  /** The comment's (trimmed) text, or 413 when it is longer than {@link COMMENT_MAX_LENGTH}. */
  commentText(text: string): string {
    if (text.length <= COMMENT_MAX_LENGTH) return text;
    const detail = messages.commentTooLong(COMMENT_MAX_LENGTH, text.length);
    throw new HttpProblem({
      status: 413,
      title: messages.contentTooLargeTitle,
      detail,
      errors: { text: [detail] },
    });
  },
  /** 413 when an image of `bytes` is larger than {@link IMAGE_MAX_BYTES}. */
  imageSize(bytes: number): void {
    if (bytes <= IMAGE_MAX_BYTES) return;
    const detail = messages.imageTooLarge(IMAGE_MAX_BYTES);
    throw new HttpProblem({
      status: 413,
      title: messages.contentTooLargeTitle,
      detail,
      errors: { imageFile: [detail] },
    });
  },
  /** 413 when a floor plan has more than {@link FLOOR_PLAN_MAX_ENTRIES} entries. */
  floorPlanEntries(count: number): void {
    if (count <= FLOOR_PLAN_MAX_ENTRIES) return;
    const detail = messages.floorPlanTooLarge(FLOOR_PLAN_MAX_ENTRIES, count);
    throw new HttpProblem({
      status: 413,
      title: messages.contentTooLargeTitle,
      detail,
      errors: { map: [detail] },
    });
  },
  /** 409 when an installation already has {@link INSTALLATION_IMAGES_MAX} images. */
  imageCount(count: number): void {
    if (count < INSTALLATION_IMAGES_MAX) return;
    const detail = messages.tooManyImages(INSTALLATION_IMAGES_MAX);
    throw new HttpProblem({
      status: 409,
      title: messages.conflictTitle,
      detail,
      errors: { imageFile: [detail] },
    });
  },
} as const;
