package httpserver

import "testing"

func TestClientKeyIsTheAddressOrItsSlash64(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ ip, want string }{
		{"198.51.100.7", "198.51.100.7"},
		{"::ffff:198.51.100.7", "198.51.100.7"},
		{"2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"},
		{"2001:db8:1:2::1", "2001:db8:1:2::/64"},
		{"2001:db8:1:3::1", "2001:db8:1:3::/64"},
		{"not an address", "not an address"},
	} {
		if got := clientKey(c.ip); got != c.want {
			t.Errorf("clientKey(%q): got %q, want %q", c.ip, got, c.want)
		}
	}
}
