#include "core/hardware.h"

namespace tf::core {

Precision Hardware::mathPrecision(Precision p) const
{
    for (int i = static_cast<int>(p); i >= 0; --i) {
        if (denseTflops[i] > 0)
            return static_cast<Precision>(i);
    }
    return Precision::BF16;
}

} // namespace tf::core
