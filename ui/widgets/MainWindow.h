#pragma once
#include <QMainWindow>
namespace kvwb {
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
};
}
