import { describe, expect, it } from 'vitest';
import { detailOrDefault, messageForStatus } from './messages';

describe('messageForStatus', () => {
  it('maps a missing response to the network text', () => {
    expect(messageForStatus(undefined)).toBe("Request couldn't be made. Please check your network connectivity.");
    expect(messageForStatus(undefined, 'ignored')).toBe(
      "Request couldn't be made. Please check your network connectivity.",
    );
  });

  it('uses the fixed texts for 401, 403, 404 and 410 whatever the detail', () => {
    expect(messageForStatus(401)).toBe("Unauthorized, You're not authenticated. Please login.");
    expect(messageForStatus(403, 'internal reason')).toBe('You don’t have permission to do this action.');
    expect(messageForStatus(403)).toContain('\u2019'); // typographic apostrophe, as the spec writes it
    expect(messageForStatus(404)).toBe('The requested document could not be found.');
    expect(messageForStatus(410)).toBe('The requested document is gone.');
  });

  it('shows the response detail for other statuses, else the unknown-error text', () => {
    expect(messageForStatus(400, 'Subject is required')).toBe('Subject is required');
    expect(messageForStatus(400, '   ')).toBe("An unknown error happened. We're sorry.");
    expect(messageForStatus(500)).toBe("An unknown error happened. We're sorry.");
    expect(messageForStatus(502, null)).toBe("An unknown error happened. We're sorry.");
  });

  it('falls back to the default detail text', () => {
    expect(detailOrDefault(undefined)).toBe('Unable to retrieve data');
    expect(detailOrDefault('Email is required')).toBe('Email is required');
  });
});
