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
/// A missing file is an empty list; a malformed one is an error naming the file. `accuracy`, if
/// given, receives the file's "held_out" figures (left as it is when the file has none).
Result<std::vector<CalibrationProfile>> readProfilesFile(const std::string& path,
                                                         CalibrationAccuracy* accuracy = nullptr);

/// Adds the profiles of `path` to `catalog` over the shipped ones (same key replaces), and its
/// held-out figures over the shipped ones when it has them (a `fit --all` file); returns the keys
/// of the profiles added ("h100/vllm"). A missing file adds none; a malformed one changes nothing.
Result<std::vector<std::string>> loadUserProfiles(Catalog& catalog, const std::string& path);

/// The shipped catalog plus the user's fitted profiles, as the app and the CLI evaluate with.
/// A malformed profiles file leaves the shipped profiles (it is reported by `fit`, not here).
Catalog builtInWithUserProfiles();

/// Writes `profiles` to `path` (creating the folder); with `merge`, existing profiles in the file
/// are kept unless a new one has the same key. `accuracy` (the held-out figures of the fit that made
/// every profile) is written when given; a merged file keeps none, as no one fit made it.
Status writeProfilesFile(const std::string& path, const std::vector<CalibrationProfile>& profiles, bool merge,
                         const CalibrationAccuracy* accuracy = nullptr);

} // namespace tf::core
