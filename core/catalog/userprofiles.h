#pragma once

#include "core/catalog/catalog.h"

#include <string>
#include <vector>

namespace tf::core {

/// Where fitted profiles of the user live: <GenericDataLocation>/tokenfactory/profiles.json, the
/// application-data folder of the product (e.g. ~/.local/share/tokenfactory/profiles.json); empty
/// when the platform has no writable location. TOKENFACTORY_PROFILES overrides it (tests, scripts).
std::string userProfilesPath();

/// Reads a profiles file ({"format":"tokenfactory.profiles","version":1,"profiles":[...]}).
/// A missing file is an empty list; a malformed one is an error naming the file.
Result<std::vector<CalibrationProfile>> readProfilesFile(const std::string& path);

/// Adds the profiles of `path` to `catalog` over the shipped ones (same key replaces). A missing
/// file is not an error.
Status loadUserProfiles(Catalog& catalog, const std::string& path);

/// The shipped catalog plus the user's fitted profiles, as the app and the CLI evaluate with.
/// A malformed profiles file leaves the shipped profiles (it is reported by `fit`, not here).
Catalog builtInWithUserProfiles();

/// Writes `profiles` to `path` (creating the folder); with `merge`, existing profiles in the file
/// are kept unless a new one has the same key.
Status writeProfilesFile(const std::string& path, const std::vector<CalibrationProfile>& profiles, bool merge);

} // namespace tf::core
