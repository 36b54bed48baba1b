// Running the kvwb executable from a test (tst_cli_replay, tst_cli_replay_errors).
#pragma once

#include "TestFiles.h"

#include <QAnyStringView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>
#include <QtGlobal>

#include <initializer_list>

namespace kvwb::test {

struct CliRun
{
    int exitCode = -1; ///< -1 when kvwb crashed, timed out or did not start
    QByteArray out;
    QByteArray err;
};

/// Runs kvwb with the arguments (60 s at most), optionally in a working directory.
inline CliRun runKvwb(const QStringList& arguments, const QString& workingDirectory = {})
{
    QProcess p;
    if (!workingDirectory.isEmpty())
        p.setWorkingDirectory(workingDirectory);
    p.start(QStringLiteral(KVWB_KVWB_EXE), arguments);
    CliRun r;
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        r.err = "timed out or failed to start: " + p.errorString().toUtf8();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

/// A string list from literals and QStrings alike (the project builds with QT_NO_CAST_FROM_ASCII).
inline QStringList args(std::initializer_list<QAnyStringView> parts)
{
    QStringList out;
    for (QAnyStringView part : parts)
        out << part.toString();
    return out;
}

/// A path inside the shared folder; only meaningful when sharedDir() is not empty.
inline QString sharedPath(QAnyStringView relative)
{
    return sharedDir() + QLatin1Char('/') + relative.toString();
}

inline QJsonObject jsonOf(const QByteArray& text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON (%s): %.300s", qPrintable(error.errorString()), text.constData());
    return doc.object();
}

} // namespace kvwb::test
