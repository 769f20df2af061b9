// The admin's Products section. Its screen is built in its own work; the shell
// shows the section's name above it meanwhile.
export default function ProductsSection() {
  return null;
}
