import { describe, expect, it } from 'vitest';
import {
  SERVICES,
  SERVICE_CAMELS,
  SERVICE_KEYS,
  UNKNOWN_SERVICE_MESSAGE,
  assertServiceKey,
  serviceByCamel,
  serviceByKey,
} from './services';

const camelize = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

describe('service catalogue', () => {
  it('has the 40 keys the spec lists plus 3 extras, in order', () => {
    expect(SERVICES.filter((s) => !s.extra)).toHaveLength(40);
    expect(SERVICES.filter((s) => s.extra).map((s) => s.key)).toEqual([
      'bondage_wrestling',
      'domination',
      'pillow_fights',
    ]);
    expect(SERVICE_KEYS[0]).toBe('private_webcam_skype_video_chat');
    expect(SERVICE_KEYS[39]).toBe('in_gym_training');
  });

  it('has unique keys, camelCase twins and labels', () => {
    expect(new Set(SERVICE_KEYS).size).toBe(SERVICES.length);
    expect(new Set(SERVICE_CAMELS).size).toBe(SERVICES.length);
    expect(new Set(SERVICES.map((s) => s.label)).size).toBe(SERVICES.length);
  });

  it('twins are the camelCased key, except the webcam one which is skype', () => {
    for (const s of SERVICES) {
      expect(s.key).toMatch(/^[a-z][a-z0-9_]*$/);
      if (s.key === 'private_webcam_skype_video_chat') expect(s.camel).toBe('skype');
      else expect(s.camel).toBe(camelize(s.key));
    }
  });

  it('labels the special cases', () => {
    expect(serviceByKey('private_webcam_skype_video_chat')?.label).toBe('Private Webcam / Skype / Video Chat');
    expect(serviceByKey('two_on_one_wrestling')?.label).toBe('2 on 1 Wrestling');
    expect(serviceByKey('mma')?.label).toBe('MMA');
    expect(serviceByKey('brazilian_jiu_jitsu')?.label).toBe('Brazilian Jiu Jitsu');
  });

  it('looks up both ways', () => {
    expect(serviceByCamel('skype')?.key).toBe('private_webcam_skype_video_chat');
    expect(serviceByCamel('phoneChat')?.key).toBe('phone_chat');
    expect(serviceByKey('nope')).toBeUndefined();
    expect(serviceByCamel('phone_chat')).toBeUndefined();
  });

  it('rejects an unknown key with the spec message', () => {
    expect(() => assertServiceKey('underwater_basket_weaving')).toThrow(new Error('Such service does not exist!'));
    expect(UNKNOWN_SERVICE_MESSAGE).toBe('Such service does not exist!');
    expect(assertServiceKey('judo')).toBe('judo');
  });
});
