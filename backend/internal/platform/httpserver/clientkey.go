package httpserver

import (
	"net/netip"

	"github.com/gin-gonic/gin"
)

// ClientKey is what limits per client count against: the client's address
// (ClientIP: the forwarded one behind a trusted proxy), an IPv6 address
// reduced to its /64. One subscriber is given a /64 and may use any of its
// 2^64 addresses, so a limit keyed on the full address would let one client
// pose as endlessly many.
func ClientKey(c *gin.Context) string { return clientKey(c.ClientIP()) }

func clientKey(ip string) string {
	addr, err := netip.ParseAddr(ip)
	if err != nil {
		return ip
	}
	addr = addr.Unmap()
	if addr.Is4() {
		return addr.String()
	}
	prefix, err := addr.WithZone("").Prefix(64)
	if err != nil {
		return ip
	}
	return prefix.String()
}
