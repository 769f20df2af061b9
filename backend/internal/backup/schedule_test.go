package backup_test

import (
	"testing"
	"time"

	"dhoni/internal/backup"
)

func mvt(day, hour, minute int) time.Time {
	return time.Date(2026, 11, day, hour, minute, 0, 0, backup.Maldives)
}

func TestScheduleOwesOneBackupADay(t *testing.T) {
	t.Parallel()
	daily, err := backup.ParseSchedule("03:30")
	if err != nil {
		t.Fatal(err)
	}
	good := func(at time.Time) backup.Run {
		return backup.Run{StartedAt: at, FinishedAt: at.Add(time.Minute), OK: true}
	}
	failed := func(at time.Time) backup.Run { return backup.Run{StartedAt: at, FinishedAt: at.Add(time.Minute)} }
	started := mvt(20, 12, 0) // the shop has served for days
	cases := []struct {
		name          string
		schedule      backup.Schedule
		now, started  time.Time
		last, lastOK  backup.Run
		hasLast, hasG bool
		want          bool
	}{
		{name: "before the time, yesterday's copy made", schedule: daily, now: mvt(27, 3, 29), started: started,
			last: good(mvt(26, 3, 30)), lastOK: good(mvt(26, 3, 30)), hasLast: true, hasG: true, want: false},
		{name: "at the time", schedule: daily, now: mvt(27, 3, 30), started: started,
			last: good(mvt(26, 3, 30)), lastOK: good(mvt(26, 3, 30)), hasLast: true, hasG: true, want: true},
		{name: "today's copy made", schedule: daily, now: mvt(27, 9, 0), started: started,
			last: good(mvt(27, 3, 30)), lastOK: good(mvt(27, 3, 30)), hasLast: true, hasG: true, want: false},
		{name: "failed half an hour ago", schedule: daily, now: mvt(27, 4, 0), started: started,
			last: failed(mvt(27, 3, 30)), lastOK: good(mvt(26, 3, 30)), hasLast: true, hasG: true, want: false},
		{name: "failed over an hour ago: tried again", schedule: daily, now: mvt(27, 4, 45), started: started,
			last: failed(mvt(27, 3, 30)), lastOK: good(mvt(26, 3, 30)), hasLast: true, hasG: true, want: true},
		{name: "one running", schedule: daily, now: mvt(27, 5, 0), started: started,
			last: backup.Run{StartedAt: mvt(27, 3, 30)}, lastOK: good(mvt(26, 3, 30)), hasLast: true, hasG: true, want: false},
		{name: "started after the time: waits a little", schedule: daily, now: mvt(27, 9, 5), started: mvt(27, 9, 0),
			last: good(mvt(25, 3, 30)), lastOK: good(mvt(25, 3, 30)), hasLast: true, hasG: true, want: false},
		{name: "started after the time: then catches up", schedule: daily, now: mvt(27, 9, 11), started: mvt(27, 9, 0),
			last: good(mvt(25, 3, 30)), lastOK: good(mvt(25, 3, 30)), hasLast: true, hasG: true, want: true},
		{name: "a new shop catches up too", schedule: daily, now: mvt(27, 9, 11), started: mvt(27, 9, 0), want: true},
		{name: "off", schedule: backup.Schedule{}, now: mvt(27, 9, 0), started: started, want: false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			got := c.schedule.Owed(c.now, c.started, c.last, c.hasLast, c.lastOK, c.hasG)
			if got != c.want {
				t.Errorf("owed at %s: got %v, want %v", c.now.Format(time.DateTime), got, c.want)
			}
		})
	}
}

func TestScheduleIsReadInMaldivesTime(t *testing.T) {
	t.Parallel()
	s, err := backup.ParseSchedule("03:30")
	if err != nil {
		t.Fatal(err)
	}
	// 22:00 UTC on the 26th is 03:00 on the 27th in Malé: the last due time
	// is the 26th's 03:30 there.
	got := s.LastDue(time.Date(2026, 11, 26, 22, 0, 0, 0, time.UTC))
	if want := mvt(26, 3, 30); !got.Equal(want) {
		t.Errorf("last due: got %s, want %s", got, want)
	}
	for _, bad := range []string{"3.30", "25:00", "daily", ""} {
		if _, err := backup.ParseSchedule(bad); err == nil {
			t.Errorf("schedule %q: got no error", bad)
		}
	}
}
