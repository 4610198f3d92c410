// Async boundary: shared modules are negotiated before the app's code runs.
void import('./bootstrap');
