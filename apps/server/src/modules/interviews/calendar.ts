import { PARIS_TZ } from '@passerelle/shared';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

// ical-generator writes a plain Date in the process's zone; a dayjs value it converts to the event's zone.
dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The iCalendar invitation of an interview (RFC 5545 / 5546), written by ical-generator (a maintained
 * library: folding, escaping and the VTIMEZONE block are easy to get wrong by hand). Times are given in
 * Europe/Paris with the zone's VTIMEZONE, so that calendar apps show the hour the parties agreed on.
 * One calendar per recipient: it names that recipient only, so the candidate's address never reaches
 * the company, nor the company's people's the candidate (DECISIONS §5, §6.3).
 */

export interface CalendarInvitation {
  method: 'REQUEST' | 'CANCEL';
  /** Stable per interview: the cancellation names the same event as the invitation. */
  uid: string;
  /** Raised by each update; a cancellation carries a higher one than the invitation. */
  sequence: number;
  start: Date;
  durationMin: number;
  summary: string;
  description: string;
  location: string | null;
  /** The platform sends the invitation (MAIL_FROM). */
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/** "Passerelle <no-reply@x>" → its name and address. */
export function parseMailbox(value: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
  return match ? { name: match[1] || 'Passerelle', email: match[2] ?? value } : { name: 'Passerelle', email: value.trim() };
}

export function interviewCalendar(invitation: CalendarInvitation): string {
  const cancel = invitation.method === 'CANCEL';
  const calendar = ical({
    prodId: { company: 'Passerelle', product: 'Entretiens', language: 'FR' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // The zone is the event's (DTSTART;TZID=Europe/Paris), its VTIMEZONE from the generator; the calendar
    // itself names none, so that DTSTAMP stays in UTC as RFC 5545 requires (ical-generator writes it in the
    // calendar's zone otherwise).
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    start: dayjs(invitation.start).tz(PARIS_TZ),
    end: dayjs(invitation.start).add(invitation.durationMin, 'minute').tz(PARIS_TZ),
    stamp: dayjs(),
    timezone: PARIS_TZ,
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.location,
    url: invitation.location,
    organizer: invitation.organizer,
    attendees: [
      {
        name: invitation.attendee.name,
        email: invitation.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: cancel ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
