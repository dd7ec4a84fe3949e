import { lightTheme } from '@hygiene/ui';

import { BLUETOOTH_EVENT_COLOR, MIN_EVENT_COLOR_CONTRAST, STATE_EVENT_COLOR } from '../constants';
import type { LiveEvent } from '../events/liveEvent';

/** How `eventColor` picks colours beyond the two fixed ones. */
export interface EventColorOptions {
  /**
   * Colours from runtime configuration, keyed by event name (or event type). Only `#rrggbb`
   * values are used; anything else falls back to the generated colour, so configuration can
   * never smuggle CSS into a style.
   */
  colors?: Readonly<Record<string, string>>;
  /**
   * The background the colour sits on (the theme's `surface`). Generated colours reach 3:1
   * against it. Defaults to the light theme's surface.
   */
  surface?: string;
}

const hexColor = /^#[0-9a-f]{6}$/i;

// A Map, not an object literal: an event named 'toString' must not find Object.prototype.
const fixedColors: ReadonlyMap<string, string> = new Map([
  ['Bluetooth', BLUETOOTH_EVENT_COLOR],
  ['State', STATE_EVENT_COLOR],
]);

function configured(
  colors: Readonly<Record<string, string>> | undefined,
  key: string,
): string | undefined {
  if (!colors || !Object.hasOwn(colors, key)) return undefined;
  const value = colors[key];
  return value !== undefined && hexColor.test(value) ? value.toLowerCase() : undefined;
}

/**
 * The colour of an event name (spec §9): Bluetooth #0082fc, State #f57600, otherwise the
 * configured colour, otherwise one generated from the name. Generated colours are stable (the
 * same name always gets the same hue, on every machine) and readable: at least 3:1 against
 * `surface`.
 */
export function eventColor(eventName: string, options: EventColorOptions = {}): string {
  return (
    fixedColors.get(eventName) ??
    configured(options.colors, eventName) ??
    generatedColor(eventName, options.surface ?? lightTheme.color.surface)
  );
}

/**
 * The colour of a live event: Bluetooth and State events by their type (every State event is
 * orange whatever its name), others by their event name, then their type, then generated.
 */
export function liveEventColor(
  event: Pick<LiveEvent, 'eventType' | 'event'>,
  options: EventColorOptions = {},
): string {
  return (
    fixedColors.get(event.eventType) ??
    configured(options.colors, event.event) ??
    configured(options.colors, event.eventType) ??
    eventColor(event.event, options)
  );
}

/** 32-bit FNV-1a: tiny, stable across engines, and spreads similar names apart. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const SATURATION = 0.7;
const LIGHTNESS_STEP = 0.02;

/**
 * Generated colours by surface and name: a feed of 1,000 rows asks for them on every frame, and
 * the walk below parses and converts colours several times. Bounded: event names are few, but a
 * misbehaving server could send many.
 */
const generatedCache = new Map<string, string>();
const GENERATED_CACHE_SIZE = 512;

function generatedColor(name: string, surface: string): string {
  const key = `${surface}\u0000${name}`;
  const cached = generatedCache.get(key);
  if (cached !== undefined) return cached;
  const color = walkToContrast(name, surface);
  if (generatedCache.size >= GENERATED_CACHE_SIZE) generatedCache.clear();
  generatedCache.set(key, color);
  return color;
}

function walkToContrast(name: string, surface: string): string {
  const hue = hash(name) % 360;
  const surfaceRgb = parseHex(surface) ?? parseHex(lightTheme.color.surface);
  const onDark = surfaceRgb !== undefined && relativeLuminance(surfaceRgb) < 0.5;
  // Walk lightness away from the surface until the dot stands out enough; the walk is
  // deterministic, so the colour is stable too.
  let lightness = onDark ? 0.55 : 0.5;
  let color = hslToHex(hue, SATURATION, lightness);
  while (lightness > 0 && lightness < 1) {
    if (
      surfaceRgb === undefined ||
      contrast(parseHex(color)!, surfaceRgb) >= MIN_EVENT_COLOR_CONTRAST
    )
      return color;
    lightness += onDark ? LIGHTNESS_STEP : -LIGHTNESS_STEP;
    color = hslToHex(hue, SATURATION, lightness);
  }
  return color;
}

type Rgb = readonly [number, number, number];

function parseHex(color: string): Rgb | undefined {
  if (!hexColor.test(color)) return undefined;
  return [1, 3, 5].map((start) => parseInt(color.slice(start, start + 2), 16)) as unknown as Rgb;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const l = Math.min(1, Math.max(0, lightness));
  const a = saturation * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** WCAG 2 relative luminance. */
function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21); `NaN` if either is not `#rrggbb`. */
export function contrastRatio(foreground: string, background: string): number {
  const a = parseHex(foreground);
  const b = parseHex(background);
  return a && b ? contrast(a, b) : Number.NaN;
}
