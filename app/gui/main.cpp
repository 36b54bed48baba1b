#include "widgets/MainWindow.h"
#include <QApplication>
int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    kvwb::MainWindow w;
    w.show();
    return app.exec();
}
