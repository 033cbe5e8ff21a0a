#pragma once

#include "core/sweep.h"

#include <string>

namespace tf::cli {

/// `sweep --json`: {"configurations", "frontier", "points"} with every point's fields
/// (core::visitPointFields), as QJsonDocument would indent it, written straight into text: a sweep
/// of thousands of points builds no JSON object per point. Non-finite numbers are written as null.
std::string sweepJsonText(const core::SweepResult& sweep);

} // namespace tf::cli
