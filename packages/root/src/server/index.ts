// Scaffold: filled in by the host-ready work (issue 20).
export {};
