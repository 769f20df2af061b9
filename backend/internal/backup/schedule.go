package backup

import (
	"fmt"
	"time"
)

// Schedule is a daily time in Maldives time, or off.
type Schedule struct {
	on           bool
	hour, minute int
}

// ParseSchedule reads "03:30" or "off" (DHONI_BACKUP_SCHEDULE).
func ParseSchedule(s string) (Schedule, error) {
	if s == "off" {
		return Schedule{}, nil
	}
	t, err := time.Parse("15:04", s)
	if err != nil {
		return Schedule{}, fmt.Errorf("backup schedule %q is not a time such as 03:30, or off", s)
	}
	return Schedule{on: true, hour: t.Hour(), minute: t.Minute()}, nil
}

// On reports whether backups run by themselves.
func (s Schedule) On() bool { return s.on }

func (s Schedule) String() string {
	if !s.on {
		return "off"
	}
	return fmt.Sprintf("%02d:%02d", s.hour, s.minute)
}

// LastDue is the latest scheduled time at or before now.
func (s Schedule) LastDue(now time.Time) time.Time {
	local := now.In(Maldives)
	due := time.Date(local.Year(), local.Month(), local.Day(), s.hour, s.minute, 0, 0, Maldives)
	if due.After(local) {
		due = due.AddDate(0, 0, -1)
	}
	return due
}

// RetryAfter is how long a failed scheduled backup waits before the next
// try (the owner may have freed the disk meanwhile).
const RetryAfter = time.Hour

// CatchUpAfter is how long a shop that was stopped at the scheduled time
// waits after it starts before making the copy it missed: long enough for
// a restart or a short test run not to make one.
const CatchUpAfter = 10 * time.Minute

// Owed reports whether the schedule owes a backup at now to a process that
// started at started, given the newest attempt and the newest good one.
func (s Schedule) Owed(now, started time.Time, last Run, hasLast bool, good Run, hasGood bool) bool {
	if !s.on {
		return false
	}
	due := s.LastDue(now)
	if hasGood && !good.StartedAt.Before(due) {
		return false
	}
	if hasLast && !last.StartedAt.Before(due) && (!last.Finished() || now.Sub(last.FinishedAt) < RetryAfter) {
		return false
	}
	if due.Before(started) && now.Sub(started) < CatchUpAfter {
		return false
	}
	return true
}
