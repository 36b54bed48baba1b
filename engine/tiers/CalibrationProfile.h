#pragma once

#include "tiers/TierModel.h"

#include <QString>
#include <QStringList>
#include <QVariant>

namespace kvwb {

/**
 * A calibration profile: the multi-tier simulator's configuration sections (hardware, cache,
 * cluster, traces, policies, experiments, pd_separation), deep-merged over our defaults
 * (`:/kvwb/calibration_defaults.yaml`). Reads either a whole configuration file or a profile
 * overlay (`name`, `description`, `sources`, `overrides`). Keys the schema does not know are
 * reported in warnings() (file, line, key path) - never silently ignored; a value of the wrong
 * type is an error.
 */
class CalibrationProfile
{
public:
    /// The defaults alone.
    static CalibrationProfile defaults();
    /// Reads `path` over the defaults; throws kvwb::InputError (file, line, field) on bad input.
    static CalibrationProfile load(const QString& path);

    const QString& name() const { return m_name; }
    const QStringList& warnings() const { return m_warnings; }
    /// A merged value by dotted path ("hardware.hbm.read_bw_gbps"); invalid QVariant if absent.
    QVariant value(const QString& dottedPath) const;
    double number(const QString& dottedPath) const;

    /// The single-node tiers (HBM, DRAM, SSD) of `hardware`.
    std::vector<TierSpec> tiers() const;

private:
    QVariantMap m_values;
    QString m_name;
    QStringList m_warnings;
};

} // namespace kvwb
