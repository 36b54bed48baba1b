#include "widgets/MainWindow.h"
namespace kvwb {
MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {}
}
