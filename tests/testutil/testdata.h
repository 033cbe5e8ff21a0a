#pragma once

// Where the tests' data files are, found the Qt Test way (QFINDTESTDATA) rather than by absolute
// paths baked in at configure time, so a moved or copied checkout still finds them.
//
// QFINDTESTDATA looks beside the executable, beside the calling source file and in the source
// folder of the CMakeLists.txt that made the test (Qt6::Test gives every test target
// QT_TESTCASE_SOURCEDIR, here tests/). From tests/ the test data is "data/" and the shipped
// measurements "../resources/data/". A file that is not found gives an empty path and a warning
// naming it, and the test that opens it fails.

#include <QTest>

/// A file under tests/data/, e.g. TF_TEST_DATA("workbooks/golden-v1.tfwb").
#define TF_TEST_DATA(relative) QFINDTESTDATA("data/" relative)

/// A file under resources/data/ (the shipped benchmark measurements), e.g. "measured_points.csv".
#define TF_SHIPPED_DATA(relative) QFINDTESTDATA("../resources/data/" relative)
