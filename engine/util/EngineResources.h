#pragma once

namespace kvwb {

/// Registers the engine's compiled-in data (model catalog, calibration defaults). The resource
/// object sits in a static library that nothing references, so a link would drop it otherwise.
/// Cheap and idempotent; call before opening any `:/kvwb/...` file.
void ensureEngineResources();

} // namespace kvwb
